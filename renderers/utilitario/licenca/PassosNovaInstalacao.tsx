/** What a new installation does to be licensed (spec §2: generate ticket, customer portal, ticket, reload, support). */
export function PassosNovaInstalacao(): React.JSX.Element {
  return (
    <ol className="rh-autenticador-passos">
      <li>Clique em "Gerar Ticket": o ticket aparece abaixo e é baixado como arquivo.</li>
      <li>Entre no portal do cliente do fornecedor, no gerenciamento de licenças.</li>
      <li>Informe o ticket e baixe o arquivo de licença emitido para ele.</li>
      <li>Importe o arquivo de licença nesta página e clique em "Recarregar dados".</li>
      <li>Se a licença não for aceita, entre em contato com o suporte.</li>
    </ol>
  );
}
