import type { RefreshEvent } from '../catalog/server-catalog.js';
import type { ToolPins } from '../catalog/prepared-tool.js';
import { deriveServerStatus } from '../catalog/derive-server-status.js';
import type { CertificationRecord, ServerStatus } from '../registry/registry-store.js';

/** `none`: never judged; `failed`: judged and nothing passed; `passed`: at least one tool certified. */
export type CertificationState = 'none' | 'failed' | 'passed';

/**
 * What this process knows of one server's health: the pins of its last usable certification and
 * how its last listing went. Its status is derived from these facts ({@link deriveServerStatus}).
 */
export class ServerHealth {
  pins: ToolPins | undefined;
  certification: CertificationState = 'none';
  refreshOk = true;
  /** Certified tools whose listed definition no longer matches the pin (withheld). */
  changedTools: string[] = [];
  /** Whether this process has listed the server yet; until then the persisted status stands. */
  listed = false;

  /** Restores the facts of a server loaded from the registry. */
  restore(last: CertificationRecord | undefined, persisted: ServerStatus): void {
    if (last) {
      this.pins = { hashes: last.toolHashes, certified: new Set(last.certifiedTools) };
      this.certification = last.certifiedTools.length > 0 ? 'passed' : 'failed';
    } else if (persisted !== 'pending') {
      this.certification = 'failed';
    }
  }

  /** Takes the pins of a usable certification run. */
  certified(pins: ToolPins): void {
    this.pins = pins;
    this.certification = pins.certified.size > 0 ? 'passed' : 'failed';
  }

  /** A run that could not judge the server keeps the previous pins; with none, nothing is exposable. */
  unjudged(): void {
    if (!this.pins) this.certification = 'failed';
  }

  /** Records how a listing went; an entry withheld until a change is listed is no listing. */
  refreshed(event: RefreshEvent): void {
    if (event.ok && event.entry.withheld) return;
    this.listed = true;
    this.refreshOk = event.ok;
    if (event.ok) {
      this.changedTools = event.entry.tools.filter((t) => t.pin === 'changed').map((t) => t.name);
    }
  }

  /** The status now; the persisted one until this process has listed the server. */
  status(persisted: ServerStatus): ServerStatus {
    if (!this.listed) return persisted;
    return deriveServerStatus({
      certification: this.certification,
      refreshOk: this.refreshOk,
      changedTools: this.changedTools.length,
    });
  }
}
