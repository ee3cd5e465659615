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
STOCK_MIN, STOCK_MAX = 1, 100_000  # parts of one id on a lab's shelf (`configurator stock`)
WATTS_MIN, WATTS_MAX = 1, 10_000
PRICE_MIN, PRICE_MAX = 0, 1_000_000
LENGTH_MM_MIN, LENGTH_MM_MAX = 10, 1_000
SLOT_WIDTH_MIN, SLOT_WIDTH_MAX = 1, 4
POSITION_MIN, POSITION_MAX = 1, 20
LANE_WIDTHS = (1, 2, 4, 8, 16)
AIRFLOW_CFM_MIN, AIRFLOW_CFM_MAX = 1, 5_000
VOLTS_MIN, VOLTS_MAX = 90, 480
AMPS_MIN, AMPS_MAX = 1, 100
# Rev. 3 part fields (docs/build-file.md, part fields).
YEAR_MIN, YEAR_MAX = 1990, 2100  # `discontinued` months, as `launch_year`
RACK_UNITS_MIN, RACK_UNITS_MAX = 1, 60  # a chassis' height; racks are 42-52 U
WEIGHT_KG_MIN, WEIGHT_KG_MAX = 0.1, 2_000
MEMORY_CHANNELS_MIN, MEMORY_CHANNELS_MAX = 1, 16  # per CPU socket (EPYC 9005: 12)
MAX_BOARD_IDS = 100  # boards a system chassis names

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
