"""Fill a PDF form from a JSON file of field values."""
import json
import sys

from pypdf import PdfReader, PdfWriter


def main() -> int:
    template, values_path, out = sys.argv[1:4]
    try:
        with open(values_path, encoding="utf-8") as f:
            values = json.load(f)
    except (OSError, ValueError) as error:
        print(f"cannot read {values_path}: {error}", file=sys.stderr)
        return 1
    writer = PdfWriter(clone_from=PdfReader(template))
    for page in writer.pages:
        writer.update_page_form_field_values(page, values, auto_regenerate=False)
    writer.write(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
