"""Lists FIDE's federations by their codes, stated once for the TRF reader, the norms and the
command line: a federation counts for a norm (FIDE Handbook B.01, 1.4.2a, 1.4.3, 1.4.4, 1.4.3d) only
as one of these codes.

- ``FID`` is FIDE's flag, for players who play under no federation's: a game like any other
  (1.4.2a), but no foreign federation (1.4.3) and, as read here, no "one federation" of
  1.4.4's 2/3 either (:mod:`elo_core.norms.requirements`).
- Any other text (``XXX``, ``123``, ``<b>``, a country's name) is no federation: it counts for
  nothing (not foreign, not in a cap) and is named as unknown wherever it is read.

The codes are those of FIDE's own list of its federations, ratings.fide.com's "Top
federations" page (``top_federations.phtml``), as Lichess copied it from there into
``modules/fide/src/main/Federation.scala`` (lichess-org/lila, commit 05dbfcff09): 202
federations and ``FID``. They are FIDE's codes, not ISO's or the IOC's (``ENG``, ``SCO`` and
``WLS`` for the home nations, ``IRI`` for Iran, ``GCI`` and ``JCI`` for Guernsey and Jersey,
``AHO`` still for the former Netherlands Antilles).
"""

from __future__ import annotations

__all__ = ["FEDERATIONS", "FIDE_FLAG", "read_federation"]

#: The code of players under FIDE's flag.
FIDE_FLAG = "FID"
_CODES = """
    AFG AHO ALB ALG AND ANG ANT ARG ARM ARU AUS AUT AZE BAH BAN BAR BDI BEL BER BHU BIH BIZ BLR
    BOL BOT BRA BRN BRU BUL BUR CAF CAM CAN CAY CHA CHI CHN CIV CMR COD COL COM CPV CRC CRO CUB
    CYP CZE DEN DJI DMA DOM ECU EGY ENG ERI ESA ESP EST ETH FAI FID FIJ FIN FRA GAB GAM GCI GEO
    GEQ GER GHA GRE GRN GUA GUM GUY HAI HKG HON HUN INA IND IOM IRI IRL IRQ ISL ISR ISV ITA IVB
    JAM JCI JOR JPN KAZ KEN KGZ KOR KOS KSA KUW LAO LAT LBA LBN LBR LCA LES LIE LTU LUX MAC MAD
    MAR MAS MAW MDA MDV MEX MGL MKD MLI MLT MNC MNE MOZ MRI MTN MYA NAM NCA NED NEP NGR NIG NOR
    NRU NZL OMA PAK PAN PAR PER PHI PLE PLW PNG POL POR PUR QAT ROU RSA RUS RWA SCO SEN SEY SGP
    SKN SLE SLO SMR SOL SOM SRB SRI SSD STP SUD SUI SUR SVK SWE SWZ SYR TAN TGA THA TJK TKM TLS
    TOG TPE TTO TUN TUR UAE UGA UKR URU USA UZB VAN VEN VIE VIN WLS YEM ZAM ZIM
"""
#: Every code FIDE gives a federation, ``FID`` included (see the module for the source).
FEDERATIONS = frozenset(_CODES.split())


def read_federation(text: str) -> str | None:
    """Reads the FIDE federation ``text`` writes (``ger`` → ``GER``, ``FID``). It gives ``None``
    for none, or for what is no FIDE federation's code."""
    code = text.strip().upper()
    return code if code in FEDERATIONS else None
