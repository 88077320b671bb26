import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

const limits = { perAccount: 3, perAddress: 5, lockMs: 1000 };

describe('LoginThrottle', () => {
  it('bloqueia a conta depois de N senhas erradas, de qualquer endereço', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    for (let i = 0; i < 3; i++) {
      expect(throttle.refusal('cpf', `ip${i}`)).toBeNull();
      throttle.failed('cpf', `ip${i}`);
    }
    expect(throttle.refusal('cpf', 'outro')).toBe('account');
    expect(throttle.refusal('outro-cpf', 'outro')).toBeNull();
  });

  it('bloqueia o endereço que tenta muitas contas (password spraying)', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    for (let i = 0; i < 5; i++) throttle.failed(`cpf${i}`, 'ip');
    expect(throttle.refusal('cpf-novo', 'ip')).toBe('address');
    expect(throttle.refusal('cpf-novo', 'ip2')).toBeNull();
  });

  it('o bloqueio acaba com o tempo e o acerto zera a conta', () => {
    let now = 0;
    const throttle = new LoginThrottle(limits, () => now);
    for (let i = 0; i < 3; i++) throttle.failed('cpf', 'ip');
    expect(throttle.refusal('cpf', 'ip')).toBe('account');
    now = 1001;
    expect(throttle.refusal('cpf', 'ip')).toBeNull();
    throttle.failed('cpf', 'ip');
    throttle.failed('cpf', 'ip');
    throttle.succeeded('cpf');
    throttle.failed('cpf', 'ip');
    expect(throttle.refusal('cpf', 'ip')).toBeNull();
  });
});
