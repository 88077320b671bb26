// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookUpCep, toEndereco } from './viacep';

let url: string;
const server = createServer((request, response) => {
  if (request.url === '/ws/01001000/json/') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ cep: '01001-000', logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé', ibge: '3550308' }));
  } else if (request.url === '/ws/99999999/json/') response.end(JSON.stringify({ erro: 'true' }));
  else response.writeHead(500).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('consulta de CEP', () => {
  it('traduz a resposta do ViaCEP para o endereço do candidato, estado e cidade pelo código do IBGE', async () => {
    expect(await lookUpCep(url, '01001000')).toEqual({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      bairro: 'Sé',
      uf: { id: 35 },
      cidade: { id: 3550308 },
    });
  });

  it('sem serviço, com CEP desconhecido, com falha ou fora de 8 dígitos: nada (digitação manual)', async () => {
    expect(await lookUpCep(undefined, '01001000')).toBeUndefined();
    expect(await lookUpCep(url, '99999999')).toBeUndefined();
    expect(await lookUpCep(url, '12345678')).toBeUndefined();
    expect(await lookUpCep(url, '0100100')).toBeUndefined();
    expect(await lookUpCep('http://127.0.0.1:1', '01001000')).toBeUndefined();
    expect(toEndereco('01001000', { erro: true })).toBeUndefined();
  });
});
