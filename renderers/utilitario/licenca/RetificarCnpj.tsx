/**
 * "Retificar" (spec §2, §5, §8): the CNPJ/CPF the ticket carries, digits only (at most 14), with
 * the provider's warning; the server refuses anything but a valid CNPJ or CPF with §5's message.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { call } from '../../../engine/react/api-client';
import { onlyDigits } from '../../../engine/format/masks';
import { useDataProvider } from '../../../engine/react/data-provider';
import type { LicencaInfo } from '../../../modules/utilitario/licenca/licenca.api';
import { toast } from '../../shell/toaster';
import { mensagemDe } from './mensagem';

const AVISO = 'É de EXTREMA IMPORTÂNCIA que você insira o CNPJ/CPF igual ao utilizado no gerenciamento de licenças do portal do cliente.';

export function RetificarCnpj({ atual, onRetificado }: { atual: string | null; onRetificado: (info: LicencaInfo) => void }): React.JSX.Element {
  const provider = useDataProvider();
  const [aberto, setAberto] = useState(false);
  const [cnpj, setCnpj] = useState('');
  const [erro, setErro] = useState<string>();

  const abrir = () => {
    setCnpj(atual ?? '');
    setErro(undefined);
    setAberto(true);
  };
  const retificar = async () => {
    try {
      onRetificado(await call(provider, 'POST /autenticador/retificarCnpj', { body: { cnpj }, errorMode: 'none' }));
      setAberto(false);
      toast.success('CNPJ/CPF retificado com sucesso.');
    } catch (error) {
      setErro(mensagemDe(error));
    }
  };

  return (
    <>
      <Button small icon="edit" text="Retificar" onClick={abrir} />
      <Dialog isOpen={aberto} onClose={() => setAberto(false)} title="Retificar CNPJ/CPF" style={{ width: 480 }}>
        <DialogBody>
          <Callout intent={Intent.WARNING}>{AVISO}</Callout>
          <FormGroup label="CNPJ/CPF" labelFor="rh-retificar-cnpj" intent={erro ? Intent.DANGER : Intent.NONE} helperText={erro ?? 'Só os dígitos, até 14.'} className="rh-autenticador-campo">
            <InputGroup id="rh-retificar-cnpj" inputMode="numeric" maxLength={14} value={cnpj} intent={erro ? Intent.DANGER : Intent.NONE} onValueChange={(value) => setCnpj(onlyDigits(value).slice(0, 14))} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancelar" onClick={() => setAberto(false)} />
              <Button intent={Intent.PRIMARY} text="Retificar" onClick={() => void retificar()} />
            </>
          }
        />
      </Dialog>
    </>
  );
}
