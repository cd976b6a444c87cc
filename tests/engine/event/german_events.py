"""The three German events' figures worked out by hand (``tests/data/german_*.trf``), which the
engine's, the command line's and the Whole event page's tests hold their answers to.

FIDE's figures use table 8.1.2 and, in rapid and blitz, the plain 400-point cap and the
600-point rule (B.02 since 1 December 2024); the DWZ's use P(D) = Φ(D / (200·√2)) to three
decimals, the old WO's E = E0 · fB + SBr and Rn = R0 + 800 (W − We) / (E + n), as the DSB's
rules state them.
"""

# --- rapid: 900+10 is 15 + 10 = 25 minutes for 60 moves ---
# Hoch 2610, K 10 (2400 reached): Stein 1720 (gap 890), Lang (1850 lent: gap 760) and Berg 1600
# (gap 1010) are 600 or more apart with Hoch above 2600: not rated; Neu is unrated. Rated: the
# draw with Mittel 2030, D 580 counts as 400 (rapid: every player), PD .92:
# 10 × (0.5 − 0.92) = −4.2 → −4.
# Without the list (Lang unrated):
#   Mittel 2030, K 20: Berg 1600 won (D 430 → 400, .92), Hoch drawn (−580 → −400, .08), Stein
#   1720 won (310, .86): Σ 1 − .92 + .5 − .08 + 1 − .86 = 0.64 → 12.8 → 13.
#   Berg 1600: Mittel lost (.08), Stein drawn (−120, .34), Hoch not rated: 0.08 → 1.6 → 2.
#   Stein 1720: Mittel lost (−310, .14), Berg drawn (120, .66), Hoch not rated: −0.30 → −6.
# With the standard list, Lang is rated 1850 with K 40 (new to the rapid list, fewer than 30
# games, B.02 §8.3.3), and every game against Lang is rated:
#   Lang 1850: Berg won (250, .81), Mittel drawn (−180, .26), Stein won (130, .68), Hoch not
#   rated, Neu unrated: 0.19 + 0.24 + 0.32 = 0.75 → 40 × 0.75 = 30.
#   Mittel: + drawn with Lang (180, .74): 0.64 − 0.24 = 0.40 → 8.
#   Berg: + lost to Lang (−250, .19): 0.08 − 0.19 = −0.11 → −2.2 → −2.
#   Stein: + lost to Lang (−130, .32): −0.30 − 0.32 = −0.62 → −12.4 → −12.
#   Neu, unrated: 5 games against rated players (Lang 1850 won, Stein 1720 drawn, Berg 1600
#   won, Hoch 2610 lost, Mittel 2030 lost) and two hypothetical 1800 draws (§8.2):
#   Ra = 13410 / 7 = 1915.7, 3.5 of 7 = 50 %, dp 0: Ru = 1916. Without the list only 4.
RAPID_NO_LIST = {"Hoch": -4, "Mittel": 13, "Berg": 2, "Stein": -6}
RAPID_LENT = {"Hoch": -4, "Mittel": 8, "Lang": 30, "Berg": -2, "Stein": -12}

# --- the standard event by the DWZ (old WO: the last day, 6 April 2026, is up to 7 June) ---
# We is Σ P(D), each P(D) = Φ(D / (200·√2)) to three decimals.
# Schmidt 2050, born 1990 (36, J 15), Index 45: Meyer 1890 drawn (160, .714), Wagner 1765 won
# (285, .843), Becker 1650 won (400, .921), Hoffmann 1280 won (770, .997), Klein no DWZ:
# We 3.475, W 3.5, E0 = 2.05⁴ + 15 = 32.661 → 33, Index above 5: at most 30;
# 2050 + 800 · 0.025 / 34 = 2050.59 → 2051.
# Meyer 1890, born 1975 (J 15), Index 30: Hoffmann won (610, .984), Schmidt drawn (−160, .286),
# Wagner lost (125, .671), Becker drawn (240, .802): We 2.743, W 2, E0 = 1.89⁴ + 15 = 27.76
# → 28; 1890 − 800 · 0.743 / 32 = 1871.43 → 1871.
# Wagner 1765, born 2010 (16, youth, J 5): Becker won (115, .658), Hoffmann won (485, .957),
# Schmidt lost (−285, .157), Meyer won (−125, .329): We 2.101, W 3 ≥ We: fB = 1765/2000 =
# 0.8825; E = (1.765⁴ + 5) · 0.8825 = 12.98 → 13. With the list's Index 2, E ≤ 5 · 2 = 10:
# 1765 + 800 · 0.899 / 14 = 1816.37 → 1816; with Index 6 taken (no list) E 13:
# 1765 + 800 · 0.899 / 17 = 1807.31 → 1807.
# Becker 1650, born 1960 (J 15), not on the list (Index 6 taken): Wagner lost (−115, .342),
# Hoffmann won (370, .905), Schmidt lost (−400, .079), Meyer drawn (−240, .198): We 1.524,
# W 1.5; E0 = 1.65⁴ + 15 = 22.41 → 22; 1650 − 800 · 0.024 / 26 = 1649.26 → 1649.
# Hoffmann 1280, no year of birth in the file: Meyer (−610, .016), Wagner (−485, .043), Becker
# (−370, .095), Schmidt (−770, .003) lost, Klein not rated: We 0.157, W 0 < We below 1300:
# SBr = e^(20/150) − 1 = 0.1426. Over 25 (no list): E0 = 1.28⁴ + 15 = 17.68, E 18:
# 1280 − 800 · 0.157 / 22 = 1274.29 → 1274. Born 2004 by the list (22, junior, J 10):
# E0 = 12.68, E 13: 1280 − 800 · 0.157 / 17 = 1272.61 → 1273.
# Klein, no DWZ: 1.5 from 5 games against DWZ 2050, 1650, 1890, 1280, 1765 (Rc 1727): the
# DSB's iteration (WO 3.4.4) starts at 1727 − 148.32 → 1579, then We(1579) = 1.695, step −28:
# 1551; −10: 1541; −4: 1537; −2: 1535; −1: 1534; We(1534) = 1.501, step 0: first DWZ 1534.
DWZ_NO_LIST = {"Schmidt": 2051, "Meyer": 1871, "Wagner": 1807, "Becker": 1649,
               "Hoffmann": 1274, "Klein": 1534}
DWZ_LISTED = {**DWZ_NO_LIST, "Wagner": 1816, "Hoffmann": 1273}
