/**
 * Validates an S-2240 event against the official eSocial XSD (layout S-1.3, `xsd/`, copied from
 * ../shared/esocial/v_S_01_03_00) with libxml2 compiled to WebAssembly (`xmllint-wasm`): the same
 * check the government's reception makes first, inside the app, with no internet and no system
 * package. Errors come back as the XSD's own text, in pt-BR words around it, with the element path.
 */
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const ARQUIVO_EVENTO = 'evtExpRisco.xsd';

const lerXsd = (nome: string) => readFileSync(new URL(`./xsd/${nome}`, import.meta.url), 'utf8');

const ASSINATURA_OFICIAL = '<xs:element ref="ds:Signature" />';

/**
 * The official schema requires the XML-DSig signature, which the company's transmitter adds when it
 * signs and sends the event (out of scope here: README "SST: eSocial S-2240"). The app validates the
 * unsigned event, so only that element becomes optional; every other rule stays the official one.
 */
function esquemaSemAssinaturaObrigatoria(): string {
  const oficial = lerXsd(ARQUIVO_EVENTO).replace(/^\uFEFF/, '');
  if (!oficial.includes(ASSINATURA_OFICIAL)) throw new Error(`${ARQUIVO_EVENTO}: a assinatura ds:Signature não está onde o leiaute S-1.3 a põe`);
  return oficial.replace(ASSINATURA_OFICIAL, '<xs:element ref="ds:Signature" minOccurs="0" />');
}

let esquemas: { evento: string; tipos: string; assinatura: string } | undefined;
function carregar() {
  esquemas ??= { evento: esquemaSemAssinaturaObrigatoria(), tipos: lerXsd('tipos.xsd'), assinatura: lerXsd('xmldsig-core-schema.xsd') };
  return esquemas;
}

export interface ResultadoValidacao {
  valido: boolean;
  /** One message per XSD error: "Evento S-2240 recusado pelo XSD do eSocial em <caminho>: <texto do XSD>". */
  erros: string[];
}

/** The element path (`eSocial/evtExpRisco/infoExpRisco/agNoc`) open on each line of the XML: libxml2 reports lines. */
function caminhosPorLinha(xml: string): string[] {
  const abertos: string[] = [];
  return xml.split('\n').map((linha) => {
    let caminhoDaLinha: string | undefined;
    for (const [, fecha, nome, autoFechado] of linha.matchAll(/<(\/?)([A-Za-z_][\w.-]*(?::[\w.-]+)?)[^>]*?(\/?)>/g)) {
      const local = nome!.replace(/^.*:/, '');
      if (fecha) {
        abertos.pop();
        continue;
      }
      caminhoDaLinha ??= [...abertos, local].join('/');
      if (!autoFechado) abertos.push(local);
    }
    return caminhoDaLinha ?? abertos.join('/');
  });
}

/** The XSD's message without libxml2's category and the namespaces it writes in braces. */
const semNamespace = (mensagem: string) =>
  mensagem
    .replace(/\{[^}]*\}/g, '')
    .replace(/^Schemas validity error : /, '')
    .trim();

/**
 * Validates several events in one run of libxml2: each run loads the WebAssembly module and
 * compiles the schema (about a second), so a batch — the demo, a generated lot — pays it once.
 */
export async function validarEventosS2240(xmls: readonly string[]): Promise<ResultadoValidacao[]> {
  if (xmls.length === 0) return [];
  const { evento, tipos, assinatura } = carregar();
  const arquivo = (indice: number) => `evento-${indice + 1}.xml`;
  const resultado = await validateXML({
    xml: xmls.map((contents, indice) => ({ fileName: arquivo(indice), contents })),
    schema: [{ fileName: ARQUIVO_EVENTO, contents: evento }],
    preload: [
      { fileName: 'tipos.xsd', contents: tipos },
      { fileName: 'xmldsig-core-schema.xsd', contents: assinatura },
    ],
  });
  if (resultado.valid) return xmls.map(() => ({ valido: true, erros: [] }));
  return xmls.map((xml, indice) => {
    const proprios = resultado.errors.filter((erro) => erro.loc?.fileName === arquivo(indice));
    // libxml2 says "<file> validates" or "<file> fails to validate" for each file.
    const falhou = proprios.length > 0 || resultado.rawOutput.includes(`${arquivo(indice)} fails to validate`);
    if (!falhou) return { valido: true, erros: [] };
    const caminhos = caminhosPorLinha(xml);
    const erros = proprios.map((erro) => {
      const caminho = erro.loc ? caminhos[erro.loc.lineNumber - 1] : undefined;
      return `Evento S-2240 recusado pelo XSD do eSocial${caminho ? ` em ${caminho}` : ''}: ${semNamespace(erro.message)}`;
    });
    return { valido: false, erros: erros.length ? erros : [`Evento S-2240 recusado pelo XSD do eSocial: ${semNamespace(resultado.rawOutput)}`] };
  });
}

export async function validarEventoS2240(xml: string): Promise<ResultadoValidacao> {
  const [resultado] = await validarEventosS2240([xml]);
  return resultado!;
}
