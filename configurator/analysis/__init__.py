"""Pure analysis over catalog specs (numpy, no Qt): the GFLOPS/price/power series of the
performance plots, their straight-line fits and the caption figures."""
