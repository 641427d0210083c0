import { defineMessages } from '@asixto/contract';

/** The console's words for certifying from the console: credential, test data, test environment. */
export const SERVER_SETTINGS_MESSAGES = defineMessages({
  settingsTitle: { es: 'Certificación desde la consola', en: 'Certification from the console' },
  settingsLead: {
    es: 'Lo que el certificador recibe por línea de comandos, aquí: la credencial, los datos de prueba y si el servidor es un entorno de pruebas. Cada cambio vuelve a certificar el servidor.',
    en: 'What the certifier takes on its command line, here: the credential, the test data, and whether the server is a test environment. Each change certifies the server again.',
  },
  credentialTitle: { es: 'Credencial', en: 'Credential' },
  fieldNewToken: { es: 'Nuevo token del servidor', en: 'New server token' },
  fieldNewTokenHint: {
    es: 'Reemplaza el actual sin registrar la URL de nuevo. Se guarda cifrado y no se vuelve a mostrar.',
    en: 'Replaces the current one without registering the URL again. Stored encrypted, never shown again.',
  },
  replaceCredential: { es: 'Reemplazar credencial y recertificar', en: 'Replace credential and recertify' },
  testDataTitle: { es: 'Datos de prueba', en: 'Test data' },
  fieldTestData: { es: 'Datos de prueba (JSON)', en: 'Test data (JSON)' },
  fieldTestDataHint: {
    es: 'Herramienta → lista de 1 a 20 objetos de argumentos, p. ej. {"consultar_cliente": [{"documento": "CC1032456789"}]}. Se guardan cifrados.',
    en: 'Tool → list of 1 to 20 argument objects, e.g. {"consultar_cliente": [{"documento": "CC1032456789"}]}. Stored encrypted.',
  },
  testDataFile: { es: 'O cargue un archivo JSON', en: 'Or upload a JSON file' },
  testDataFileTooLarge: {
    es: 'El archivo pesa {size} bytes; los datos de prueba admiten hasta {max}.',
    en: 'The file is {size} bytes; test data takes at most {max}.',
  },
  testDataSave: { es: 'Guardar datos de prueba y recertificar', en: 'Save test data and recertify' },
  testDataRemove: { es: 'Quitar datos de prueba', en: 'Remove test data' },
  testDataStored: {
    es: 'Hay datos de prueba guardados (no se muestran). Enviar otros los reemplaza.',
    en: 'Test data is stored (not shown). Sending other data replaces it.',
  },
  testDataNone: { es: 'Sin datos de prueba.', en: 'No test data.' },
  testEnvTitle: { es: 'Entorno de pruebas', en: 'Test environment' },
  testEnvLabel: {
    es: 'Es un entorno de pruebas: la certificación puede ejecutar las herramientas que escriben (verifica la idempotencia)',
    en: 'This is a test environment: the certification may run the tools that write (verifies idempotency)',
  },
  settingsSaved: {
    es: 'Guardado; el servidor se certificó de nuevo.',
    en: 'Saved; the server was certified again.',
  },
  colTestData: { es: 'Datos de prueba', en: 'Test data' },
  testDataSet: { es: 'guardados (no se muestran)', en: 'stored (not shown)' },
  colTestEnvironment: { es: 'Entorno de pruebas', en: 'Test environment' },
  openServerToFix: {
    es: 'Abrir la página del servidor para reemplazar la credencial',
    en: "Open the server's page to replace the credential",
  },
  scrollCue: {
    es: 'La tabla es más ancha que la pantalla: deslícela para ver más columnas →',
    en: 'The table is wider than the screen: scroll it to see more columns →',
  },
  toolParamsTitle: { es: 'Parámetros de {tool}', en: 'Parameters of {tool}' },
  colParam: { es: 'Parámetro', en: 'Parameter' },
  colType: { es: 'Tipo', en: 'Type' },
  colRequired: { es: 'Obligatorio', en: 'Required' },
  noParams: { es: 'Esta herramienta no recibe parámetros.', en: 'This tool takes no parameters.' },
  noToolsExposed: {
    es: 'Este contexto no expone ninguna herramienta de la empresa (vea Exposición para saber por qué).',
    en: 'This context exposes no tool of the company (see Exposure for why).',
  },
});
