/**
 * What an S-2240 event is made of, in the domain's words (spec 02 §3 SST "Work-environment risk
 * item"): the talent's link, the environment and activities on the condition's start, the risk
 * items of the exposure group and who keeps the environmental records. `montarEvtExpRisco` turns
 * it into the eSocial codes; an event record keeps it as it was given.
 */

/** "S"/"N" of the eSocial, or the boolean a form's checkbox gives. */
export type SimNao = 'S' | 'N' | boolean;

/** An EPI used against the agent: its Certificado de Aprovação is the event's `docAval`. */
export interface EpiDoRisco {
  nome?: string;
  numeroCA: string;
}

/** One risk item of the exposure group (`agNoc`), named as spec 02 §3 names its fields. */
export interface ItemRiscoS2240 {
  /** The Tabela 24 agent (`codAgNoc`). */
  atividadePerigosaInsalubre: { id?: number; codigo: string };
  /** `dscAgNoc`, up to 100 characters. */
  descricao?: string;
  /** 1 quantitativo, 2 qualitativo (`tpAval`); default 1. */
  tipoAvaliacao?: '1' | '2';
  /** The eSocial unit code, 1 to 30 (`unMed`: 4 dB(A), 8 mg/m³…). */
  unidadeMedida?: number | string;
  /** `tecMedicao`, up to 40 characters. */
  tecnicaMedicao?: string;
  /** `intConc`: up to 6 integer and 4 decimal digits. */
  intensidadeConcentracao?: number;
  /** `limTol`, for 01.18.001 and 02.01.014. */
  limiteTolerancia?: number;
  /** 0 não se aplica, 1 não implementa, 2 implementa (`utilizEPC`); default 0. */
  utilizaEpc?: '0' | '1' | '2';
  epcEficaz?: SimNao;
  /** 0 não se aplica, 1 não utilizado, 2 utilizado (`utilizEPI`); default 0. */
  utilizaEpi?: '0' | '1' | '2';
  epiEficaz?: SimNao;
  epis?: EpiDoRisco[];
  medProtecao?: SimNao;
  condFuncto?: SimNao;
  usoInint?: SimNao;
  przValid?: SimNao;
  periodicTroca?: SimNao;
  higienizacao?: SimNao;
  /** `nrProcJud` of 05.01.001: 17 (administrativo), 20 or 21 (judicial) digits. */
  numeroProcessoJudicial?: string;
}

/** Who keeps the environmental records (`respReg`); only the CPF until the health professionals' register exists. */
export interface ResponsavelRegistros {
  cpf: string;
  /** 1 CRM, 4 CREA, 9 outros. */
  ideOC?: 1 | 4 | 9;
  /** The class organ's acronym when `ideOC` is 9. */
  dscOC?: string;
  nrOC?: string;
  ufOC?: string;
}

export interface EntradaS2240 {
  /** The company's CNPJ (14 digits): the employer is its base, as in S-1000. */
  cnpjEmpregador: string;
  /** The talent's CPF and matrícula (as in S-2200). */
  vinculo: { cpf: string; matricula?: string };
  /** ISO dates (YYYY-MM-DD). */
  dtIniCondicao: string;
  dtFimCondicao?: string;
  /** The environment on `dtIniCondicao` (`infoAmb`). */
  ambiente: {
    /** 1 estabelecimento do próprio empregador, 2 de terceiros. */
    localAmb: 1 | 2;
    /** `dscSetor`: where the talent works, up to 100 characters. */
    dscSetor: string;
    /** 1 CNPJ, 3 CAEPF, 4 CNO. */
    tpInsc: 1 | 3 | 4;
    nrInsc: string;
  };
  /** `dscAtivDes`: the activities of the talent's function. */
  dscAtivDes: string;
  riscos: ItemRiscoS2240[];
  responsaveis: ResponsavelRegistros[];
  obs?: string;
  /** A rectification (`indRetif` 2) of the event with this receipt. */
  retificaRecibo?: string;
}
