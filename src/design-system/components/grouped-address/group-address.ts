/** Characters per group: what people compare when they check an address by eye. */
export const GROUP_SIZE = 4;

export interface AddressPart {
  text: string;
  /** Inside the highlighted range (e.g. where a look-alike address differs). */
  differs: boolean;
}

/** The address cut into groups of four, each cut again where the highlighted range starts and ends. */
export function groupAddress(value: string, highlight?: readonly [start: number, end: number]): AddressPart[][] {
  const groups: AddressPart[][] = [];
  for (let start = 0; start < value.length; start += GROUP_SIZE) {
    const parts: AddressPart[] = [];
    for (let index = start; index < Math.min(start + GROUP_SIZE, value.length); index += 1) {
      const differs = highlight !== undefined && index >= highlight[0] && index < highlight[1];
      const last = parts.at(-1);
      if (last && last.differs === differs) last.text += value.charAt(index);
      else parts.push({ text: value.charAt(index), differs });
    }
    groups.push(parts);
  }
  return groups;
}
