"""Print the name, type and allowed values of every field of a PDF form."""
import sys

from pypdf import PdfReader


def main() -> int:
    fields = PdfReader(sys.argv[1]).get_fields() or {}
    if not fields:
        print("no form fields: this PDF is not a fillable form", file=sys.stderr)
        return 1
    for name, field in fields.items():
        print(name, field.get("/FT"), field.get("/_States_", ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
