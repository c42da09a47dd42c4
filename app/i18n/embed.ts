export const I18N_SCRIPT_ID = "i18n-resources";
