import type Database from 'better-sqlite3';
import type { ToolDefinition } from '@asixto/toolkit';
import { abrirCasoSoporte } from './abrir-caso-soporte.js';
import { actualizarCliente } from './actualizar-cliente.js';
import { buscarItems } from './buscar-items.js';
import { cancelarCita } from './cancelar-cita.js';
import { consultarCliente } from './consultar-cliente.js';
import { consultarEstadoCaso } from './consultar-estado-caso.js';

/** The six tools of the reference tenant, in their stable listing order. */
export function referenceTools(db: Database.Database): ToolDefinition[] {
  return [
    consultarCliente(db),
    buscarItems(db),
    consultarEstadoCaso(db),
    abrirCasoSoporte(db),
    actualizarCliente(db),
    cancelarCita(db),
  ] as ToolDefinition[];
}
