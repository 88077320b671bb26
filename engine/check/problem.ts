/** A mistake in a declaration: where (a JSON path in its file) and what, in pt-BR. */
export interface Problem {
  path: (string | number)[];
  message: string;
}

/** Problems found under a path of a declaration, with that path as their prefix. */
export const under = (prefix: (string | number)[], problems: Problem[]): Problem[] => problems.map((p) => ({ ...p, path: [...prefix, ...p.path] }));
