/** What SST adds to a saved talent's form: the leaves and the health file, one under the other. */
import type { FormExtensionProps } from '../../../engine/react/shell-kit';
import { AfastamentosDoTalento } from '../afastamentos/AfastamentosDoTalento';
import { SaudeDoTalento } from './SaudeDoTalento';

export function ParteDoTalento(props: FormExtensionProps): React.JSX.Element {
  return (
    <>
      <AfastamentosDoTalento {...props} />
      <SaudeDoTalento {...props} />
    </>
  );
}
