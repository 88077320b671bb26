/**
 * npm run licenca:gerar -- --ticket ticket.txt --razao-social "…" --validade 2027-12-31 [--chave privada.pem] [--saida licenca.json]
 * (or --instalacao … --cnpj … instead of --ticket). Signs a licence for the provider; without
 * --chave it uses the TEST key shipped for tests and the demo, which only the shipped public key accepts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CHAVE_PRIVADA_DE_TESTE, chavePrivada } from './chaves';
import { emitirLicenca } from './emitir';

const { values } = parseArgs({
  options: {
    ticket: { type: 'string' },
    instalacao: { type: 'string' },
    cnpj: { type: 'string' },
    'razao-social': { type: 'string' },
    validade: { type: 'string' },
    expedicao: { type: 'string' },
    local: { type: 'string' },
    serie: { type: 'string' },
    tipo: { type: 'string' },
    chave: { type: 'string' },
    saida: { type: 'string' },
  },
});

function falha(mensagem: string): never {
  process.stderr.write(`${mensagem}\n`);
  process.exit(1);
}

const ticket = values.ticket ? (JSON.parse(readFileSync(values.ticket, 'utf8')) as { instalacao?: string; cnpj?: string }) : {};
const instalacao = values.instalacao ?? ticket.instalacao;
const cnpj = (values.cnpj ?? ticket.cnpj)?.replace(/\D/g, '');
if (!instalacao || !cnpj) falha('Informe --ticket <arquivo> ou --instalacao e --cnpj.');
if (!values['razao-social']) falha('Informe --razao-social.');
for (const data of [values.validade, values.expedicao]) if (data !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(data)) falha(`Data inválida: ${data} (use AAAA-MM-DD).`);
if (values.tipo !== undefined && values.tipo !== 'JARVIS' && values.tipo !== 'REMPROT') falha('--tipo é JARVIS ou REMPROT.');
if (!values.chave) process.stderr.write('Sem --chave: assinando com a chave privada DE TESTE (só para testes e demonstração).\n');

const texto = emitirLicenca(
  {
    instalacao,
    cnpj,
    razaoSocial: values['razao-social'],
    validade: values.validade,
    expedicao: values.expedicao,
    local: values.local,
    nrSerie: values.serie,
    tipo: values.tipo as 'JARVIS' | 'REMPROT' | undefined,
  },
  chavePrivada(values.chave ?? CHAVE_PRIVADA_DE_TESTE),
);
if (values.saida) writeFileSync(values.saida, texto);
else process.stdout.write(texto);
