"""The limits of docs/build-file.md: what the build-file reader and the catalog accept."""

MAX_FILE_BYTES = 5 * 1024 * 1024
MAX_NESTING = 32
# Characters of one number in a build file: far more than any figure needs (a float's repr
# is at most 24), far fewer than Python's own limit of 4,300 digits.
MAX_NUMBER_CHARS = 100
MAX_STRING_CHARS = 500
MAX_NOTES_CHARS = 20_000
MAX_CUSTOM_PARTS = 1_000  # in one build file
MAX_USER_CATALOG_PARTS = 100_000  # in the user database
MAX_LIST_ITEMS = 1_000

QTY_MIN, QTY_MAX = 1, 64
WATTS_MIN, WATTS_MAX = 1, 10_000
PRICE_MIN, PRICE_MAX = 0, 1_000_000
LENGTH_MM_MIN, LENGTH_MM_MAX = 10, 1_000
SLOT_WIDTH_MIN, SLOT_WIDTH_MAX = 1, 4
POSITION_MIN, POSITION_MAX = 1, 20
LANE_WIDTHS = (1, 2, 4, 8, 16)
AIRFLOW_CFM_MIN, AIRFLOW_CFM_MAX = 1, 5_000
VOLTS_MIN, VOLTS_MAX = 90, 480
AMPS_MIN, AMPS_MAX = 1, 100

# Expansion brackets a board of each form factor can span; boards of other (proprietary)
# shapes may use every position up to POSITION_MAX.
FORM_FACTOR_POSITIONS = {
    "mini-ITX": 1,
    "micro-ATX": 4,
    "ATX": 7,
    "E-ATX": 7,
    "SSI-CEB": 7,
    "SSI-EEB": 7,
    "XL-ATX": 9,
    "proprietary": POSITION_MAX,
}
