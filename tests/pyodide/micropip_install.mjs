// What an explainer author's page does with its own Pyodide: load micropip, install the gameshelf
// wheel from the site by URL, import it and start a game. Prints the JSON result.
// `node micropip_install.mjs <micropip wheel path> <gameshelf wheel URL>`
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const [micropipWheel, gameshelfUrl] = process.argv.slice(2);
const pyodide = await loadPyodide();
await pyodide.loadPackage(micropipWheel, { messageCallback: () => {} }); // the CDN micropip, here from .cache
pyodide.globals.set("WHEEL_URL", gameshelfUrl);
const result = await pyodide.runPythonAsync(`
import json
import micropip
await micropip.install(WHEEL_URL)
from gameshelf.engine import bridge, catalog
answer = json.loads(bridge.handle(json.dumps({"op": "new", "game": catalog.game_ids()[0], "seats": [{"kind": "human"}, {"kind": "bot"}], "seed": 3})))
json.dumps({"games": catalog.game_ids(), "ok": answer["ok"], "legal": len(answer.get("legal", [])), "installed": sorted(micropip.list())})
`);
process.stdout.write(result);
