"""The bill of materials as a PDF (document.py), laid out by flow.py, with the chassis drawing,
the findings and the power sections."""
