/** The licence authenticator (spec §2 "Licence authenticator page", §7 "Utilities"): its calls and the demo's licence. */
export { registerLicenca } from './rotas';
export { seedLicencaDemo } from './demo';
