"""PluginEval's reference engine at quick depth (its static layer) over many skills, in one process.

`python3 bench/plugineval-static.py <plugin-eval folder> <file of skill folders, one a line>`:
bench/real-speed.ts times it on the skills skill-ci scored. Each skill's result is built as its
JSON, as skill-ci builds its report. Prints how many skills were scored and how many failed.
"""

import sys
from pathlib import Path


def main() -> int:
    source, listing = Path(sys.argv[1]), Path(sys.argv[2])
    sys.path.insert(0, str(source / "src"))
    from plugin_eval.engine import EvalEngine
    from plugin_eval.models import Depth, EvalConfig

    engine = EvalEngine(EvalConfig(depth=Depth.QUICK))
    scored = failed = 0
    for folder in listing.read_text(encoding="utf-8").splitlines():
        if not folder:
            continue
        try:
            engine.evaluate_skill(Path(folder)).model_dump_json()
            scored += 1
        except Exception:  # a skill it cannot read is a failure, not the end of the run
            failed += 1
    print(f"{scored} scored, {failed} failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
