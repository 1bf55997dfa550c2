// Runs Python files in Pyodide under Node.js with the gameshelf package installed BY NAME from a built
// site's lockfile (as the site's worker does), then prints the JSON of the expression given:
// `node run_in_pyodide.mjs <site>/pyodide/pyodide-lock.json <expression> <file.py>...`
// (the lock's file_name ../wheels/<version>/… resolves against the lockfile's folder).
import { readFile } from "node:fs/promises";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const [lockFileURL, expression, ...scripts] = process.argv.slice(2);
const pyodide = await loadPyodide({ lockFileURL });
await pyodide.loadPackage("gameshelf", { messageCallback: () => {} });
for (const script of scripts) pyodide.runPython(await readFile(script, "utf8"));
process.stdout.write(pyodide.runPython(`import json\njson.dumps(${expression})`));
