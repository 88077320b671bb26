/**
 * Addresses of the provider's support channels. They are deployment settings (Vite env
 * variables) because the product does not ship them; an empty one hides its link.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const supportLinks = {
  contato: env.VITE_RH_CONTATO_URL ?? '',
  centralAjuda: env.VITE_RH_CENTRAL_AJUDA_URL ?? '',
  blog: env.VITE_RH_BLOG_URL ?? '',
  orcamento: env.VITE_RH_ORCAMENTO_URL ?? '',
  redesSociais: env.VITE_RH_REDES_SOCIAIS_URL ?? '',
  /** Address the 500 page sends the problem report to. */
  emailSuporte: env.VITE_RH_EMAIL_SUPORTE ?? '',
};
