"""The build jobs `build.py` runs, one job per module (tools, runtime, wheel, lockfile, site, serving, bench, tests)."""
