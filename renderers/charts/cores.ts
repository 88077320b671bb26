/** The nine chart colours (spec 02 §9), the app's default colour first. */
export const CORES_DOS_GRAFICOS = ['#FF850A', '#2D72D2', '#238551', '#CD4246', '#935610', '#7961DB', '#00A396', '#D13913', '#5F6B7C'] as const;
