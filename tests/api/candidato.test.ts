import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let cargoId: number;
let idiomaId: number;
let areaFormacaoId: number;

beforeAll(async () => {
  const first = async (resource: string) => (await t.request('GET', `/api/${resource}?unpaged=true&resumido=true`, { cookie: t.admin })).json()[0].id as number;
  cargoId = await first('cargos');
  idiomaId = await first('idiomas');
  areaFormacaoId = await first('areas-formacao');
  // The demo configuration requires some fields; these tests start from none.
  const current = (await t.request('GET', '/api/empresas/1/configuracao', { cookie: t.admin })).json();
  await t.request('PUT', '/api/empresas/1/configuracao', { cookie: t.admin, body: { ...current, camposObrigatoriosCandidato: [], campoExtraCandidato: {}, maxCandidataCargo: undefined } });
});

const base = (cpf: string, extra: Record<string, unknown> = {}) => ({
  nome: 'Maria Candidata',
  pessoal: { cpf, sexo: 'F' },
  cargos: [cargoId],
  ...extra,
});

describe('candidato', () => {
  it('grava grupos em colunas e listas filhas numa transação, e lê de volta', async () => {
    const created = await t.request('POST', '/api/candidatos', {
      cookie: t.admin,
      body: base('11144477735', {
        contato: { email: 'maria@exemplo.com.br', dddCelular: '85', foneCelular: '988887777' },
        experiencias: [{ empresa: 'Acme', cargo: { id: cargoId }, dataAdmissao: '2020-01-10', dataDesligamento: '2022-05-01' }],
        candidatoIdiomas: [{ idioma: { id: idiomaId }, nivel: 'AVANCADO' }],
        formacoes: [{ areaFormacao: { id: areaFormacaoId }, curso: 'ADS', local: 'UFC', tipo: 'GRADUACAO', situacao: 'COMPLETO' }],
        senha: 'segredo123',
        confirmaSenha: 'segredo123',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record.pessoal).toMatchObject({ cpf: '11144477735', sexo: 'F' });
    expect(record.experiencias).toEqual([{ empresa: 'Acme', cargo: { id: cargoId, nome: expect.any(String) }, dataAdmissao: '2020-01-10', dataDesligamento: '2022-05-01', checkNomeCargo: false }]);
    expect(record.senha).toBeUndefined();
    const { rows } = await sql<{ pessoal_cpf: string; senha: string }>`select pessoal_cpf, senha from candidato where id = ${record.id}`.execute(t.engine.database.owner);
    expect(rows[0]!.pessoal_cpf).toBe('11144477735');
    expect(rows[0]!.senha).toMatch(/^\$argon2/);
  });

  const configure = async (who: string, changes: Record<string, unknown>) => {
    const current = (await t.request('GET', '/api/empresas/1/configuracao', { cookie: who })).json();
    const saved = await t.request('PUT', '/api/empresas/1/configuracao', { cookie: who, body: { ...current, ...changes } });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json();
  };
  const fieldsOf = (response: { json(): { fields?: unknown } }) => response.json().fields;

  it('um campo tornado obrigatório na configuração é exigido pela API e pelo formulário na hora', async () => {
    const before = await t.request('POST', '/api/candidatos', { cookie: t.admin, body: base('78778932807') });
    expect(before.statusCode, before.body).toBe(201);
    await configure(t.admin, { camposObrigatoriosCandidato: ['pessoal.dataNascimento', 'endereco.cep', 'foto', 'experiencias'] });

    const refused = await t.request('POST', '/api/candidatos', { cookie: t.admin, body: base('52998224725') });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual(
      expect.arrayContaining([
        { field: 'pessoal.dataNascimento', message: 'Data de nascimento é obrigatória' },
        { field: 'endereco.cep', message: 'CEP é obrigatório' },
        { field: 'foto', message: 'Foto é obrigatória' },
        { field: 'experiencias', message: 'Experiência Profissional é obrigatória' },
      ]),
    );
    // The form's declaration, resolved for this company, demands the same.
    const { schema } = (await t.request('GET', '/api/meta/entities/candidato', { cookie: t.admin })).json();
    expect(schema.properties.pessoal.required).toContain('dataNascimento');
    expect(schema.required).toContain('foto');

    // First job waives the experiences; the one saved before the change is now "incomplete".
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
    const firstJob = await t.request('POST', '/api/candidatos', {
      cookie: t.admin,
      body: base('52998224725', { primeiroEmprego: true, foto: `data:image/png;base64,${png}`, pessoal: { cpf: '52998224725', sexo: 'M', dataNascimento: '2000-02-02' }, endereco: { cep: '60000000' } }),
    });
    expect(firstJob.statusCode, firstJob.body).toBe(201);
    expect(firstJob.json().qualificacaoCadastral).toBe('COMPLETO');
    const foto = await t.request('GET', `/api/candidatos/${firstJob.json().id}/foto`, { cookie: t.admin });
    expect(foto.headers['content-type']).toBe('image/png');
    expect((await t.request('GET', `/api/candidatos/${before.json().id}`, { cookie: t.admin })).json().qualificacaoCadastral).toBe('INCOMPLETO');
    const incompletos = (await t.request('GET', '/api/candidatos?qualificacao=DADOS_INCOMPLETOS&size=100', { cookie: t.admin })).json();
    expect(incompletos.content.map((c: { id: number }) => c.id)).toContain(before.json().id);
    expect(incompletos.content.map((c: { id: number }) => c.id)).not.toContain(firstJob.json().id);

    // Academic background required by the same list.
    await configure(t.admin, { camposObrigatoriosCandidato: ['formacoes'] });
    expect(fieldsOf(await t.request('POST', '/api/candidatos', { cookie: t.admin, body: base('10033907579') }))).toEqual([
      { field: 'formacoes', message: 'Formação Acadêmica é obrigatória' },
    ]);

    await configure(t.admin, { camposObrigatoriosCandidato: [] });
    expect((await t.request('POST', '/api/candidatos', { cookie: t.admin, body: base('10033907579') })).statusCode).toBe(201);
  });

  it('campo extra obrigatório com título próprio, e máximo de cargos', async () => {
    await configure(t.admin, { campoExtraCandidato: { texto1: { visivel: true, obrigatorio: true, titulo: 'Número do crachá' } }, maxCandidataCargo: 1 });
    const cargos = (await t.request('GET', '/api/cargos?unpaged=true&resumido=true', { cookie: t.admin })).json().map((c: { id: number }) => c.id);
    const refused = await t.request('POST', '/api/candidatos', { cookie: t.admin, body: base('71428793860', { cargos: cargos.slice(0, 2) }) });
    expect(fieldsOf(refused)).toEqual(
      expect.arrayContaining([
        { field: 'camposExtras.texto1', message: 'Número do crachá é obrigatório' },
        { field: 'cargos', message: 'Não é permitido selecionar mais do que 1 cargo' },
      ]),
    );
    await configure(t.admin, { campoExtraCandidato: {}, maxCandidataCargo: undefined });
    expect((await t.request('POST', '/api/candidatos', { cookie: t.admin, body: base('71428793860', { cargos: cargos.slice(0, 2) }) })).statusCode).toBe(201);
  });

  it('regras da especificação: senhas, PIS, DDD, telefones, experiência e formação', async () => {
    const response = await t.request('POST', '/api/candidatos', {
      cookie: t.admin,
      body: base('12345678900', {
        senha: 'segredo123',
        confirmaSenha: 'outra',
        pessoal: { cpf: '12345678900', sexo: 'F', pis: '12345678901' },
        contato: { ddd: '1', foneFixo: '1234', foneCelular: '12345678' },
        foto: `data:image/png;base64,${Buffer.from('%PDF-1.7').toString('base64')}`,
        experiencias: [{ empresa: 'Acme', dataAdmissao: '2099-01-01', dataDesligamento: '2020-01-01', motivoSaida: 'x'.repeat(101) }],
        formacoes: [{ curso: 'ADS' }],
        candidatoIdiomas: [{}],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(
      expect.arrayContaining([
        { field: 'pessoal.cpf', message: 'Cpf inválido.' },
        { field: 'confirmaSenha', message: 'As senhas devem ser iguais' },
        { field: 'pessoal.pis', message: 'O número PIS é inválido' },
        { field: 'contato.ddd', message: 'Inválido' },
        { field: 'contato.foneFixo', message: 'Inválido' },
        { field: 'contato.foneCelular', message: 'Inválido' },
        { field: 'experiencias.0.cargo', message: 'Cargo é obrigatório' },
        { field: 'experiencias.0.dataAdmissao', message: 'A data de admissão deve ser igual ou anterior a data atual' },
        { field: 'experiencias.0.dataDesligamento', message: 'A data de desligamento não pode ser anterior à data de admissão' },
        { field: 'experiencias.0.motivoSaida', message: 'Máximo de 100 caracteres' },
        { field: 'formacoes.0.areaFormacao', message: 'Selecione a Área de Formação' },
        { field: 'formacoes.0.situacao', message: 'Situação é obrigatória' },
        { field: 'candidatoIdiomas.0.idioma', message: 'Idioma é obrigatório' },
        { field: 'candidatoIdiomas.0.nivel', message: 'Nível é obrigatório' },
      ]),
    );
  });

  it('CPF repetido na empresa é recusado e avisado; homônimos são listados', async () => {
    const cpf = '79217421812';
    const first = (await t.request('POST', '/api/candidatos', { cookie: t.admin, body: base(cpf, { nome: 'João Homônimo' }) })).json();
    const again = await t.request('POST', '/api/candidatos', { cookie: t.admin, body: base(cpf) });
    expect(fieldsOf(again)).toEqual([{ field: 'pessoal.cpf', message: 'CPF já cadastrado para outro candidato desta empresa.' }]);
    expect((await t.request('GET', `/api/candidatos/valida-cpf?cpf=${cpf}`, { cookie: t.admin })).json()).toEqual({ duplicado: true, candidato: { id: first.id, nome: 'João Homônimo' } });
    expect((await t.request('GET', `/api/candidatos/valida-cpf?cpf=${cpf}&candidatoId=${first.id}`, { cookie: t.admin })).json().duplicado).toBe(false);
    expect((await t.request('GET', '/api/candidatos/valida-cpf?cpf=123', { cookie: t.admin })).statusCode).toBe(400);
    const homonimos = (await t.request('GET', '/api/candidatos/candidatos-homonimos?nome=jo%C3%A3o%20homônimo', { cookie: t.admin })).json();
    expect(homonimos).toEqual([{ id: first.id, nome: 'João Homônimo', cpf }]);
    // The companies of a CPF, among those the user works for: the admin sees company 1, Norte's user none.
    expect((await t.request('GET', `/api/candidatos/empresas-por-cpf?cpf=${cpf}`)).statusCode).toBe(401);
    expect((await t.request('GET', `/api/candidatos/empresas-por-cpf?cpf=${cpf}`, { cookie: t.admin })).json()).toEqual([{ id: 1, nome: 'Empresa Demonstração' }]);
    expect((await t.request('GET', `/api/candidatos/empresas-por-cpf?cpf=${cpf}`, { cookie: t.norte })).json()).toEqual([]);
  });

  it('listas filhas gravam tudo ou nada e são lidas por chamadas próprias', async () => {
    const count = async () => (await sql<{ n: number }>`select count(*)::integer as n from candidato_experiencia`.execute(t.engine.database.owner)).rows[0]!.n;
    const before = await count();
    const bad = await t.request('POST', '/api/candidatos', {
      cookie: t.admin,
      body: base('93541134780', { experiencias: [{ empresa: 'Boa', cargo: { id: cargoId }, dataAdmissao: '2020-01-01' }, { empresa: 'Ruim', cargo: { id: 999999 }, dataAdmissao: '2020-01-01' }] }),
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual([{ field: 'experiencias.1.cargo', message: 'Registro não encontrado' }]);
    expect(await count()).toBe(before);
    expect((await sql<{ n: number }>`select count(*)::integer as n from candidato where pessoal_cpf = '93541134780'`.execute(t.engine.database.owner)).rows[0]!.n).toBe(0);

    const created = (await t.request('POST', '/api/candidatos', {
      cookie: t.admin,
      body: base('93541134780', {
        experiencias: [{ empresa: 'Primeira', cargo: { id: cargoId }, dataAdmissao: '2019-01-01' }, { empresa: 'Segunda', checkNomeCargo: true, nomeMercado: 'Analista', dataAdmissao: '2021-01-01' }],
        candidatoIdiomas: [{ idioma: { id: idiomaId }, nivel: 'BASICO' }],
      }),
    })).json();
    const experiencias = (await t.request('GET', `/api/candidatos/${created.id}/experiencias`, { cookie: t.admin })).json();
    expect(experiencias.map((e: { empresa: string }) => e.empresa)).toEqual(['Primeira', 'Segunda']);
    expect((await t.request('GET', `/api/candidatos/${created.id}/idiomas`, { cookie: t.admin })).json()).toEqual([{ idioma: { id: idiomaId, nome: expect.any(String) }, nivel: 'BASICO' }]);
    expect((await t.request('GET', `/api/candidatos/${created.id}/completo`, { cookie: t.admin })).json().experiencias).toHaveLength(2);

    // Update replaces the list whole; the password kept when not sent.
    const updated = await t.request('PUT', `/api/candidatos/${created.id}`, {
      cookie: t.admin,
      body: { ...created, candidatoIdiomas: [], experiencias: [{ empresa: 'Única', cargo: { id: cargoId }, dataAdmissao: '2019-01-01' }] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().experiencias.map((e: { empresa: string }) => e.empresa)).toEqual(['Única']);
    expect(updated.json().candidatoIdiomas).toEqual([]);
    expect((await t.request('DELETE', `/api/candidatos/${created.id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect(await count()).toBe(before);
  });

  it('sem CEP_URL a consulta de CEP não acha nada (o endereço é digitado), e só com sessão', async () => {
    expect((await t.request('GET', '/api/cep/01001000', { cookie: t.admin })).statusCode).toBe(404);
    expect((await t.request('GET', '/api/cep/01001000')).statusCode).toBe(401);
  });

  it('a empresa 2 não lê candidato nem listas da empresa 1, por id ou em listas', async () => {
    const created = (await t.request('POST', '/api/candidatos', { cookie: t.admin, body: base('09679290832') })).json();
    for (const path of ['', '/completo', '/experiencias', '/idiomas', '/formacoes', '/certificados', '/areas-interesses', '/conhecimentos', '/foto']) {
      expect((await t.request('GET', `/api/candidatos/${created.id}${path}`, { cookie: t.norte })).statusCode, path).toBe(404);
    }
    const list = (await t.request('GET', '/api/candidatos?cpf=09679290832', { cookie: t.norte })).json();
    expect(list.totalElements).toBe(0);
    expect((await t.request('GET', '/api/candidatos?cpf=09679290832', { cookie: t.admin })).json().totalElements).toBe(1);
    expect((await t.request('GET', '/api/empresas/1/configuracao', { cookie: t.norte })).statusCode).toBe(404);
  });
});

describe('áreas de interesse', () => {
  it('um nome repetido é recusado no campo; em uso, a exclusão diz por quem', async () => {
    const area = await t.request('POST', '/api/areas-interesse', { cookie: t.admin, body: { nome: 'Vendas Externas' } });
    expect(area.statusCode).toBe(201);
    const repetida = await t.request('POST', '/api/areas-interesse', { cookie: t.admin, body: { nome: 'Vendas Externas' } });
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().fields).toEqual([{ field: 'nome', message: 'Já existe uma área de interesse com este nome.' }]);
    const candidato = await t.request('POST', '/api/candidatos', { cookie: t.admin, body: base(generateCpf(), { areasInteresse: [area.json().id] }) });
    expect(candidato.statusCode).toBe(201);
    const emUso = await t.request('DELETE', `/api/areas-interesse/${area.json().id}`, { cookie: t.admin });
    expect(emUso.statusCode).toBe(409);
    expect(emUso.json().message).toBe('O registro não pode ser removido porque está em uso: Candidatos (1).');
  });
});
