/** Home of the area the user is in (spec §2.6): the root, or /externo for candidates. */
export function homePathFor(pathname: string): string {
  return pathname === '/externo' || pathname.startsWith('/externo/') ? '/externo' : '/';
}
