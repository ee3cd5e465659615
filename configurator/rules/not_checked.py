"""What the application does not verify. Shown in the checks panel and printed in every BOM,
so that a reader never takes silence for approval."""

from configurator.rules.context import T

NOT_CHECKED: tuple[str, ...] = (
    T("Cable lengths: whether the PSU's cables reach every GPU and the CPU power sockets."),
    T("BIOS versions: whether the board's firmware, as shipped, already runs the chosen CPU "
      "(the chipset check knows only which chipsets the CPU's maker lists)."),
    T("Memory clearance under the CPU cooler (tall RAM heat spreaders against cooler fins)."),
    T("Driver and framework support (CUDA, cuDNN, PyTorch, TensorFlow) for each GPU."),
    T("Noise at full load."),
    T("Memory speed, rank and population rules beyond type, ECC, registration and slot count."),
    T("Whether a chassis' fans, dust filters or drive cages must move to fit long cards."),
    T("Vendor availability and current prices: catalog prices are dated estimates."),
)
