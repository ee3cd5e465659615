"""What the application does not verify. Shown in the checks panel and printed in every BOM,
so that a reader never takes silence for approval."""

NOT_CHECKED: tuple[str, ...] = (
    "Cable lengths: whether the PSU's cables reach every GPU and the CPU power sockets.",
    "BIOS versions: whether the board's firmware supports the chosen CPU out of the box.",
    "Memory clearance under the CPU cooler (tall RAM heat spreaders against cooler fins).",
    "Driver and framework support (CUDA, cuDNN, PyTorch, TensorFlow) for each GPU.",
    "Noise at full load.",
    "Memory speed, rank and population rules beyond type, ECC, registration and slot count.",
    "Whether a chassis' fans, dust filters or drive cages must move to fit long cards.",
    "Vendor availability and current prices: catalog prices are dated estimates.",
)
