/** ALTCHA ships its pt-BR texts as a side-effect module without types. */
declare module 'altcha/i18n/pt-br';
