import { defineMessages } from '@asixto/contract';

/** The console's words about usage per company and the call records (es default, en available). */
export const USAGE_MESSAGES = defineMessages({
  navUsage: { es: 'Uso', en: 'Usage' },
  usageTitle: { es: 'Uso por empresa', en: 'Usage per company' },
  usageLead: {
    es: 'Llamadas, errores de negocio y técnicos y latencia por herramienta, de todas las instancias del gateway (periodos en UTC).',
    en: 'Calls, business and technical errors and latency per tool, across every gateway instance (periods in UTC).',
  },
  usageForm: { es: 'Periodo', en: 'Period' },
  fieldFrom: { es: 'Desde', en: 'From' },
  fieldTo: { es: 'Hasta', en: 'To' },
  fieldGranularity: { es: 'Agrupar por', en: 'Group by' },
  granularityDay: { es: 'día', en: 'day' },
  granularityHour: { es: 'hora', en: 'hour' },
  showUsage: { es: 'Ver', en: 'Show' },
  downloadCsv: { es: 'Descargar CSV', en: 'Download CSV' },
  usagePickCompany: { es: 'Elija una empresa.', en: 'Pick a company.' },
  usageEmpty: { es: 'No hubo llamadas en ese periodo.', en: 'There were no calls in that period.' },
  usageChartCaption: { es: 'Llamadas por periodo y herramienta', en: 'Calls per period and tool' },
  colPeriod: { es: 'Periodo', en: 'Period' },
  colCalls: { es: 'Llamadas', en: 'Calls' },
  colBusinessErrors: { es: 'Errores de negocio', en: 'Business errors' },
  colTechnicalErrors: { es: 'Errores técnicos', en: 'Technical errors' },
  colInstance: { es: 'Instancia', en: 'Instance' },
});
