export interface RunOptions {
  env?: Record<string, string>;
  /** Collect the output instead of printing it. */
  quiet?: boolean;
  /** Stop the command (and everything it started) when it prints nothing for this long. */
  stallSeconds?: number;
}
export interface RunResult {
  ok: boolean;
  /** What a quiet command printed. */
  output: string;
  seconds: number;
}
export function run(command: string, args: string[], options?: RunOptions): Promise<RunResult>;
