/**
 * /ajuda, the side navigation's "Central de ajuda" when no external help address is configured:
 * the user guide built from the README (guia.ts), with an index of its sections.
 */
import { H2, H3, HTMLTable } from '@blueprintjs/core';
import { Fragment } from 'react';
import readme from '../../README.md?raw';
import { guiaDoUsuario, trechos, type Bloco } from './guia';
import './mensagens.css';

const secoes = guiaDoUsuario(readme);

function Texto({ texto }: { texto: string }): React.JSX.Element {
  return (
    <>
      {trechos(texto).map((trecho, i) => {
        if (trecho.tipo === 'negrito') return <strong key={i}>{trecho.texto}</strong>;
        if (trecho.tipo === 'codigo') return <code key={i}>{trecho.texto}</code>;
        if (trecho.tipo === 'link') return <a key={i} href={trecho.href}>{trecho.texto}</a>;
        return <Fragment key={i}>{trecho.texto}</Fragment>;
      })}
    </>
  );
}

function BlocoDoGuia({ bloco }: { bloco: Bloco }): React.JSX.Element {
  if (bloco.tipo === 'titulo') return <H3 id={bloco.ancora}>{bloco.texto}</H3>;
  if (bloco.tipo === 'paragrafo') return <p><Texto texto={bloco.texto} /></p>;
  if (bloco.tipo === 'lista') {
    return (
      <ul>
        {bloco.itens.map((item, i) => (
          <li key={i}><Texto texto={item} /></li>
        ))}
      </ul>
    );
  }
  const [cabecalho, ...linhas] = bloco.linhas;
  return (
    <HTMLTable compact striped>
      <thead>
        <tr>{cabecalho?.map((celula, i) => <th key={i}><Texto texto={celula} /></th>)}</tr>
      </thead>
      <tbody>
        {linhas.map((linha, i) => (
          <tr key={i}>{linha.map((celula, j) => <td key={j}><Texto texto={celula} /></td>)}</tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function Ajuda(): React.JSX.Element {
  return (
    <article className="rh-ajuda">
      <H2>Central de ajuda</H2>
      <nav aria-label="Assuntos da ajuda" className="rh-ajuda-indice">
        <ul>
          {secoes.map((secao) => (
            <li key={secao.ancora}><a href={`#${secao.ancora}`}>{secao.titulo}</a></li>
          ))}
        </ul>
      </nav>
      {secoes.map((secao) => (
        <section key={secao.ancora} aria-labelledby={secao.ancora}>
          <H2 id={secao.ancora}>{secao.titulo}</H2>
          {secao.blocos.map((bloco, i) => (
            <BlocoDoGuia key={i} bloco={bloco} />
          ))}
        </section>
      ))}
    </article>
  );
}
