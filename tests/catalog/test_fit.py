"""The catalog list's "Only parts that fit": sockets, form factors, GPU length and PSU form
factor of the chosen parts against a candidate's; a figure nobody published decides nothing."""

from __future__ import annotations

from pathlib import Path

from configurator.catalog.fit import FitContext, fit_context, fit_facts, fits
from configurator.model.buildfile import read_build
from configurator.model.parts import ChassisSpec, CoolerSpec, GpuSpec, PsuSpec

TEMPLATE = Path(__file__).resolve().parents[2] / "resources" / "templates" / (
    "6-two-rtx-5090-trx50.gwb")


def _gpu(length_mm: float, unknown: tuple[str, ...] = ()) -> GpuSpec:
    return GpuSpec(id="g", name="G", model="M", fp32_gflops=1, memory_gb=8, tdp_w=300,
                   length_mm=length_mm, unknown=list(unknown))


def _case(**fields) -> ChassisSpec:
    spec = {"id": "c", "name": "C", "form_factors": ["ATX", "micro-ATX"], "expansion_slots": 7,
            "max_gpu_length_mm": 330, "max_gpu_height_mm": 180, "max_cooler_height_mm": 170,
            "airflow_cfm": 50, **fields}
    return ChassisSpec(**spec)


def test_each_kind_is_judged_on_its_own_figures() -> None:
    context = FitContext(board_socket="AM5", cpu_socket="AM5", board_form_factor="E-ATX",
                         chassis_form_factors=("ATX",), chassis_gpu_length_mm=330,
                         chassis_psu_form_factors=("SFX",), longest_gpu_mm=340,
                         psu_form_factor="ATX")
    assert fits("gpu", fit_facts(_gpu(320)), context)
    assert not fits("gpu", fit_facts(_gpu(340)), context)
    assert fits("cpu", {"socket": "AM5"}, context) and not fits("cpu", {"socket": "AM4"}, context)
    cooler = CoolerSpec(id="k", name="K", height_mm=150, sockets=["AM4", "AM5"])
    assert fits("cooler", fit_facts(cooler), context)
    assert not fits("cooler", {"sockets": ["LGA1700"]}, context)
    assert fits("motherboard", {"socket": "AM5", "form_factor": "ATX"}, context)
    assert not fits("motherboard", {"socket": "AM5", "form_factor": "E-ATX"}, context)
    assert not fits("motherboard", {"socket": "sTR5", "form_factor": "ATX"}, context)
    # The chassis must take the E-ATX board, the 340 mm card and the ATX PSU.
    roomy = _case(form_factors=["E-ATX", "ATX"], max_gpu_length_mm=400)
    assert fits("chassis", fit_facts(roomy), context)
    assert not fits("chassis", fit_facts(_case(max_gpu_length_mm=400)), context)
    assert not fits("chassis", fit_facts(_case(form_factors=["E-ATX"])), context)
    assert not fits("chassis", fit_facts(_case(form_factors=["E-ATX"], max_gpu_length_mm=400,
                                               psu_form_factors=["SFX"])), context)
    sfx = PsuSpec(id="p", name="P", watts=750, form_factor="SFX")
    assert fits("psu", fit_facts(sfx), context)
    assert not fits("psu", fit_facts(sfx.model_copy(update={"form_factor": "ATX"})), context)
    assert fits("memory", {}, context) and fits("nic", {}, context)


def test_a_figure_nobody_published_rules_nothing_out() -> None:
    context = FitContext(board_form_factor="ATX", chassis_gpu_length_mm=300, longest_gpu_mm=350,
                         chassis_psu_form_factors=("ATX",), psu_form_factor="ATX")
    assert fits("gpu", fit_facts(_gpu(340, unknown=("length_mm",))), context)
    unknown_case = _case(max_gpu_length_mm=1000, psu_form_factors=["ATX"],
                         unknown=["max_gpu_length_mm", "psu_form_factors"])
    assert fit_facts(unknown_case)["max_gpu_length_mm"] is None
    assert fits("chassis", fit_facts(unknown_case), context)
    assert fits("psu", fit_facts(PsuSpec(id="p", name="P", watts=750, unknown=["form_factor"])),
                FitContext(chassis_psu_form_factors=("SFX",)))
    assert fits("gpu", fit_facts(_gpu(999)), FitContext())  # nothing chosen: everything fits


def test_the_context_comes_from_the_build(catalog) -> None:
    build = read_build(TEMPLATE, catalog).resolved
    context = fit_context(build)
    assert (context.board_socket, context.cpu_socket, context.board_form_factor) == (
        "sTR5", "sTR5", build.motherboard.form_factor)
    assert context.chassis_gpu_length_mm == build.chassis.max_gpu_length_mm
    assert context.longest_gpu_mm == max(gpu.spec.length_mm for gpu in build.gpus)
    assert context.psu_form_factor == build.psu.spec.form_factor
    # The Astral 5090 OC (358 mm) fits the Torrent; OpenDB's longest cards do not.
    astral = catalog.get("odb-a73e07de-7cd9-466b-af54-66fcbd441d60")
    assert fits("gpu", fit_facts(astral), context)
    assert not fits("gpu", {"length_mm": context.chassis_gpu_length_mm + 1}, context)
