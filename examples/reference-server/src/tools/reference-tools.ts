import type { ToolDefinition } from '@asixto/toolkit';
import type { TenantData } from '../database/sql.js';
import { abrirCasoSoporte } from './abrir-caso-soporte.js';
import { actualizarCliente } from './actualizar-cliente.js';
import { buscarItems } from './buscar-items.js';
import { cancelarCita } from './cancelar-cita.js';
import { consultarCliente } from './consultar-cliente.js';
import { consultarEstadoCaso } from './consultar-estado-caso.js';

/** The six tools of the reference tenant, in their stable listing order, on either engine. */
export function referenceTools(data: TenantData): ToolDefinition[] {
  return [
    consultarCliente(data),
    buscarItems(data),
    consultarEstadoCaso(data),
    abrirCasoSoporte(data),
    actualizarCliente(data),
    cancelarCita(data),
  ] as ToolDefinition[];
}
