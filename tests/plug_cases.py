"""A build with every kind of GPU plug, shared by the report and window tests of issue 14."""

from __future__ import annotations

from factory import base_data, chassis, gpu, psu, with_parts

SIXTEEN = gpu(id="g16", name="Card sixteen", tdp_w=450, pcie_6pin=0, pcie_8pin=0,
              pcie_16pin=1, slot_width=2)
EPS = gpu(id="geps", name="Card eps", pcie_6pin=0, pcie_8pin=0, eps_8pin=1,
          power_connector_position="end")


def plug_build() -> dict:
    """Two 450 W 16-pin cards (one native cable, one adapter) and an EPS card."""
    data = with_parts(base_data(0), SIXTEEN, EPS,
                      psu(pcie_connectors=6, pcie_16pin_connectors=1, eps_connectors=3),
                      chassis(server_airflow=True))
    data["gpus"] = [{"part": "g16", "slot": "S1"}, {"part": "g16", "slot": "S3"},
                    {"part": "geps", "slot": "S7"}]
    return data
