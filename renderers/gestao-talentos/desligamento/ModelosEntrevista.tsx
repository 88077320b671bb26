/**
 * The exit interview models (spec 02 §2 /gestao-talentos/modelos-entrevista-desligamento) are
 * modelos de avaliação of tipo "Entrevista de Desligamento": this menu entry opens their list,
 * already filtered by that tipo, where they are created, edited and their questions written.
 */
import { Navigate } from 'react-router-dom';

export function ModelosEntrevista(): React.JSX.Element {
  return <Navigate to="/avaliacao/modelos-avaliacao?tipo=E" replace />;
}
