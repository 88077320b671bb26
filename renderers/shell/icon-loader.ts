/**
 * Blueprint loads icon paths lazily, in two chunks of ≈100 KB gzip (all icons of a size).
 * The few icons the shell and login page show are bundled here instead, so the first page
 * never waits for those chunks; any other icon still comes from the lazy chunks.
 */
import { IconSize, Icons } from '@blueprintjs/icons';
import type { IconName, IconPaths } from '@blueprintjs/icons';

// Keep this list in step with the icon names used in renderers/shell.
const small = import.meta.glob<IconPaths>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{tick,warning-sign,error,info-sign,search,home,code,envelope,clipboard,menu,caret-down,chevron-up,chevron-down,user,id-number,key,log-out,mobile-phone,chat,manual,globe-network,dollar,help,time,arrow-left,person,lock,briefcase,edit,paperclip,map-marker,calendar,office}.js',
  { eager: true, import: 'default' },
);
const large = import.meta.glob<IconPaths>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{tick,warning-sign,error,info-sign,search,home,key,person,lock,time}.js',
  { eager: true, import: 'default' },
);

function byName(modules: Record<string, IconPaths>): Map<string, IconPaths> {
  return new Map(Object.entries(modules).map(([file, paths]) => [file.split('/').pop()?.replace(/\.js$/, '') ?? file, paths]));
}

const bundled = { [IconSize.STANDARD]: byName(small), [IconSize.LARGE]: byName(large) };

async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const local = bundled[size]?.get(name);
  if (local) return local;
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
  return splitPathsBySizeLoader(name, size);
}

export function installShellIcons(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
  // Filled now, the bundled icons render on the first paint instead of one tick later.
  for (const [size, paths] of Object.entries(bundled)) void Icons.load([...paths.keys()] as IconName[], Number(size) as IconSize);
}
