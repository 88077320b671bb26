/**
 * Screen declarations made ready for use: the renderer key filled in and every name checked at
 * start — the entity it shows, a route no other screen or entity takes, a menu entry only for a
 * route without parameters.
 */
import { screenRoute } from '../menu';
import { entityScreenKinds } from './entity-screens';
import { DeclarationError } from '../registry/normalize';
import type { EntityLookup, RegisteredEntity } from '../registry/registered-entity';
import type { ScreenDeclaration } from './declaration';

export interface RegisteredScreen extends ScreenDeclaration {
  renderer: string;
  /** Who opens it: its authorities and its entity's read authorities; empty means every signed-in user. */
  readAuthorities: string[];
  /** Where it was declared, for messages. */
  source: string;
}

type Entities = EntityLookup & { all(): RegisteredEntity[] };

/** An entity the generic screens show (its list, form or singleton form) holds its route. */
const hasScreen = (entity: RegisteredEntity) => entityScreenKinds(entity).length > 0;

function register(declaration: ScreenDeclaration, source: string, entities: Entities): RegisteredScreen {
  const entity = declaration.entity === undefined ? undefined : entities.find(declaration.entity);
  if (declaration.entity !== undefined && !entity) throw new DeclarationError(`entity referencia a entidade desconhecida "${declaration.entity}"`);
  if (declaration.menu && declaration.route.includes(':')) throw new DeclarationError(`menu pede uma rota sem parâmetros (${declaration.route})`);
  const taken = entities.all().find((e) => hasScreen(e) && screenRoute(e) === declaration.route);
  if (taken) throw new DeclarationError(`a rota ${declaration.route} já é a tela da entidade "${taken.name}"`);
  const readAuthorities = [...(declaration.authorities ?? []), ...(entity?.authorities?.read ?? [])];
  return { ...declaration, renderer: declaration.renderer ?? declaration.name, readAuthorities, source };
}

export function registerScreens(declarations: { declaration: ScreenDeclaration; source: string }[], entities: Entities): RegisteredScreen[] {
  const byName = new Map<string, RegisteredScreen>();
  const byRoute = new Map<string, RegisteredScreen>();
  for (const { declaration, source } of declarations) {
    try {
      const screen = register(declaration, source, entities);
      const other = byName.get(screen.name) ?? byRoute.get(screen.route);
      if (other) throw new DeclarationError(`tela "${screen.name}" (${screen.route}) já declarada em ${other.source}`);
      byName.set(screen.name, screen);
      byRoute.set(screen.route, screen);
    } catch (error) {
      throw new DeclarationError(`${source}: ${(error as Error).message}`);
    }
  }
  return [...byName.values()];
}
