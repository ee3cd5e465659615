"""The tabs beside the chassis: plots, buy or rent."""
