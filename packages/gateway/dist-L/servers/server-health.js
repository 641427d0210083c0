import { deriveServerStatus } from '../catalog/derive-server-status.js';
/**
 * What this process knows of one server's health: the pins of its last usable certification and
 * how its last listing went. Its status is derived from these facts ({@link deriveServerStatus}).
 */
export class ServerHealth {
    pins;
    certification = 'none';
    refreshOk = true;
    /** Certified tools whose listed definition no longer matches the pin (withheld). */
    changedTools = [];
    /** Whether this process has listed the server yet; until then the persisted status stands. */
    listed = false;
    /** Restores the facts of a server loaded from the registry. */
    restore(last, persisted) {
        if (last) {
            this.pins = { hashes: last.toolHashes, certified: new Set(last.certifiedTools) };
            this.certification = last.certifiedTools.length > 0 ? 'passed' : 'failed';
        }
        else if (persisted !== 'pending') {
            this.certification = 'failed';
        }
    }
    /** Takes the pins of a usable certification run. */
    certified(pins) {
        this.pins = pins;
        this.certification = pins.certified.size > 0 ? 'passed' : 'failed';
    }
    /** A run that could not judge the server keeps the previous pins; with none, nothing is exposable. */
    unjudged() {
        if (!this.pins)
            this.certification = 'failed';
    }
    /** Records how a listing went. */
    refreshed(event) {
        this.listed = true;
        this.refreshOk = event.ok;
        if (event.ok) {
            this.changedTools = event.entry.tools.filter((t) => t.pin === 'changed').map((t) => t.name);
        }
    }
    /** The status now; the persisted one until this process has listed the server. */
    status(persisted) {
        if (!this.listed)
            return persisted;
        return deriveServerStatus({
            certification: this.certification,
            refreshOk: this.refreshOk,
            changedTools: this.changedTools.length,
        });
    }
}
//# sourceMappingURL=server-health.js.map