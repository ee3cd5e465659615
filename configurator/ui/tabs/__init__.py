"""The tabs beside the chassis: plots, buy or rent, and lab plans (one tab each)."""
