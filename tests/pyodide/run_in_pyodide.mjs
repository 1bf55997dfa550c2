// Runs a Python file in Pyodide under Node.js with the gameshelf wheel installed, then prints
// the JSON of the expression given: `node run_in_pyodide.mjs <wheel> <file.py> <expression>`.
import { readFile } from "node:fs/promises";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const [wheel, script, expression] = process.argv.slice(2);
const pyodide = await loadPyodide();
await pyodide.loadPackage(wheel, { messageCallback: () => {} });
pyodide.runPython(await readFile(script, "utf8"));
process.stdout.write(pyodide.runPython(`import json\njson.dumps(${expression})`));
