import { describe, expect, it } from 'vitest';
import { JobStore } from './jobs';
import { contentDisposition, fileBaseName } from './service';

const ana = { empresaId: 1, usuarioId: 10 };

describe('tarefas de relatório', () => {
  it('só o mesmo usuário na mesma empresa vê a tarefa', async () => {
    const store = new JobStore({ ttlMs: 1000, maxRunningPerUser: 2 });
    const job = store.start(ana, 'pdf', async () => {});
    await job.done;
    expect(store.get(ana, job.id)).toBe(job);
    expect(() => store.get({ empresaId: 2, usuarioId: 10 }, job.id)).toThrow('O recurso solicitado não foi encontrado.');
    expect(() => store.get({ empresaId: 1, usuarioId: 11 }, job.id)).toThrow('O recurso solicitado não foi encontrado.');
  });

  it('some depois do prazo contado do fim, não do começo', async () => {
    let now = 0;
    const store = new JobStore({ ttlMs: 1000, maxRunningPerUser: 2 }, () => now);
    let finish = () => {};
    const job = store.start(ana, 'xlsx', () => new Promise<void>((done) => (finish = done)));
    now = 5000;
    expect(store.get(ana, job.id).status).toBe('EXECUTANDO');
    finish();
    await job.done;
    now = 5900;
    expect(store.get(ana, job.id)).toBe(job);
    now = 6001;
    expect(() => store.get(ana, job.id)).toThrow('O recurso solicitado não foi encontrado.');
  });

  it('limita as tarefas em andamento por usuário', () => {
    const store = new JobStore({ ttlMs: 1000, maxRunningPerUser: 1 });
    store.start(ana, 'pdf', () => new Promise(() => {}));
    expect(() => store.start(ana, 'pdf', async () => {})).toThrow('Aguarde a conclusão dos relatórios em andamento.');
    expect(() => store.start({ empresaId: 1, usuarioId: 12 }, 'pdf', async () => {})).not.toThrow();
  });

  it('o status diz o progresso em porcentagem e a mensagem', () => {
    const store = new JobStore({ ttlMs: 1000, maxRunningPerUser: 1 });
    const job = store.start(ana, 'visualizar', () => new Promise(() => {}));
    job.progress = 0.426;
    expect(JobStore.status(job)).toEqual({ id: job.id, status: 'EXECUTANDO', formato: 'visualizar', progresso: 43 });
  });
});

describe('nome do arquivo', () => {
  it('tira o que sistemas de arquivos recusam e manda o nome UTF-8 com alternativa ASCII', () => {
    expect(fileBaseName('Cargos: "A/B" <teste>\u0007')).toBe('Cargos A B teste');
    expect(contentDisposition("Relatório d'Área (1).pdf")).toBe(
      `attachment; filename="Relatorio d'Area (1).pdf"; filename*=UTF-8''Relat%C3%B3rio%20d%27%C3%81rea%20%281%29.pdf`,
    );
  });
});
