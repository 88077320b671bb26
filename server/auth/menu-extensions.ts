/**
 * Entries a module adds to a session's main menu beyond the declared screens (the company's
 * extra menus of links): each extension answers the entries for the session's company, appended
 * after the declared ones.
 */
import type { MenuItem } from '../../engine/api-types';
import type { Scope } from '../db/tenant-context';

export type MenuExtension = (scope: Scope) => Promise<MenuItem[]>;

export class MenuExtensions {
  private readonly extensions: MenuExtension[] = [];

  register(extension: MenuExtension): void {
    this.extensions.push(extension);
  }

  async entries(scope: Scope): Promise<MenuItem[]> {
    return (await Promise.all(this.extensions.map((extension) => extension(scope)))).flat();
  }
}
