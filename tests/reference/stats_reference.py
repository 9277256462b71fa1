"""Independent reference values for cardlab's statistics tests.

Written against the Python standard library only (math, statistics, fractions), as a second implementation in
another language: chi-square p-values from the regularized incomplete gamma function (Numerical Recipes' series
and continued fraction), Clopper-Pearson bounds by bisection on exact binomial tails, Wilson bounds from
statistics.NormalDist, and the Holm, Benjamini-Hochberg and Log5 formulas from their papers.

Run: python3 tests/reference/stats_reference.py > tests/reference/stats_reference.json
"""
import json
import math
from statistics import NormalDist


def gammainc_upper_regularized(a, x):
    if x <= 0:
        return 1.0
    if x < a + 1:  # series for P, then Q = 1 - P
        term = total = 1.0 / a
        n = a
        while abs(term) > abs(total) * 1e-17:
            n += 1
            term *= x / n
            total += term
        return 1.0 - total * math.exp(-x + a * math.log(x) - math.lgamma(a))
    b = x + 1 - a  # Lentz continued fraction for Q
    c = 1 / 1e-300
    d = 1 / b
    h = d
    for i in range(1, 10000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = 1e-300 if abs(d) < 1e-300 else d
        c = b + an / c
        c = 1e-300 if abs(c) < 1e-300 else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-16:
            break
    return math.exp(-x + a * math.log(x) - math.lgamma(a)) * h


def chi2_sf(x, df):
    return gammainc_upper_regularized(df / 2.0, x / 2.0)


def binom_cdf(k, n, p):
    return sum(math.comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(0, k + 1))


def bisect(f, lo=0.0, hi=1.0):
    for _ in range(200):
        mid = (lo + hi) / 2
        if f(mid):
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2


def clopper_pearson(k, n, conf=0.95):
    a = (1 - conf) / 2
    lower = 0.0 if k == 0 else bisect(lambda p: 1 - binom_cdf(k - 1, n, p) >= a)
    upper = 1.0 if k == n else bisect(lambda p: binom_cdf(k, n, p) <= a)
    return lower, upper


def wilson(k, n, conf=0.95):
    z = NormalDist().inv_cdf(1 - (1 - conf) / 2)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return centre - half, centre + half


def holm(ps):
    m = len(ps)
    idx = sorted(range(m), key=lambda i: ps[i])
    out, run = [0.0] * m, 0.0
    for rank, i in enumerate(idx):
        run = max(run, min(1.0, (m - rank) * ps[i]))
        out[i] = run
    return out


def bh(ps):
    m = len(ps)
    idx = sorted(range(m), key=lambda i: ps[i])
    out, run = [0.0] * m, 1.0
    for rank in range(m - 1, -1, -1):
        i = idx[rank]
        run = min(run, m / (rank + 1) * ps[i])
        out[i] = run
    return out


def log5(b, p, l):
    num = b * p / l
    return num / (num + (1 - b) * (1 - p) / (1 - l))


def chi2_gof(obs, probs):
    n = sum(obs)
    stat = sum((o - n * q) ** 2 / (n * q) for o, q in zip(obs, probs))
    return stat, len(obs) - 1, chi2_sf(stat, len(obs) - 1)


pvalues = [0.001, 0.04, 0.03, 0.2, 0.012, 0.5, 0.0004]
gof_cases = [
    ([18, 22, 20, 40], [0.2, 0.2, 0.2, 0.4]),
    ([1490, 450, 40, 300, 820, 90, 2110, 4700], [0.1492, 0.0447, 0.0047, 0.0304, 0.0818, 0.0089, 0.2112, 0.4691]),
    ([30, 10, 50, 10], [0.25, 0.25, 0.25, 0.25]),
]
print(json.dumps({
    "chi2_sf": [{"x": x, "df": df, "p": chi2_sf(x, df)} for x, df in [(0.4, 3), (31.264, 11), (27.877, 9), (12.5, 7), (100.0, 40), (3.84146, 1)]],
    "gof": [{"observed": o, "probabilities": q, "statistic": s, "df": d, "p": p} for (o, q) in gof_cases for (s, d, p) in [chi2_gof(o, q)]],
    "clopper_pearson": [{"k": k, "n": n, "lower": lo, "upper": hi} for k, n in [(3, 20), (0, 10), (10, 10), (30, 100), (1, 1000)] for lo, hi in [clopper_pearson(k, n)]],
    "wilson": [{"k": k, "n": n, "lower": lo, "upper": hi} for k, n in [(30, 100), (1, 50), (4321, 10000)] for lo, hi in [wilson(k, n)]],
    "holm": {"p": pvalues, "adjusted": holm(pvalues)},
    "bh": {"p": pvalues, "adjusted": bh(pvalues)},
    "log5": [{"batter": b, "pitcher": p, "league": l, "value": log5(b, p, l)} for b, p, l in [(0.3, 0.25, 0.26), (0.2, 0.3, 0.255), (0.4, 0.4, 0.4)]],
    "normal_quantile_975": NormalDist().inv_cdf(0.975),
}, indent=1))
