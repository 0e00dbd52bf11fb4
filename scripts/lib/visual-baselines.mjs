import { existsSync, readdirSync, readFileSync } from 'node:fs';

export const BASELINES_DIR = 'visual-baselines';

/** Baseline images whose story no longer exists in the built Storybook's index. */
export function obsoleteBaselines(indexPath) {
  if (!existsSync(BASELINES_DIR)) return [];
  const index = JSON.parse(readFileSync(indexPath, 'utf8'));
  const storyIds = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id),
  );
  return readdirSync(BASELINES_DIR).filter(
    (file) => file.endsWith('.png') && !storyIds.has(file.replace(/-snap\.png$|\.png$/, '')),
  );
}
