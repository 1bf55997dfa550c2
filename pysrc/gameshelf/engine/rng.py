"""A seeded random-number generator whose whole state is a JSON list of four 32-bit ints."""

MASK = 0xFFFFFFFF
SPAN = MASK + 1  # how many 32-bit values there are


def _splitmix32(x):
    """One step of a 32-bit splitmix-style mixer, used only to expand the seed."""
    x = (x + 0x9E3779B9) & MASK
    z = x
    z = ((z ^ (z >> 16)) * 0x85EBCA6B) & MASK
    z = ((z ^ (z >> 13)) * 0xC2B2AE35) & MASK
    return x, z ^ (z >> 16)


def seed_state(seed):
    """The four-word state for an integer seed (any size, any sign)."""
    x = seed & MASK ^ ((seed >> 32) & MASK)
    words = []
    for _ in range(4):
        x, z = _splitmix32(x)
        words.append(z)
    if not any(words):
        words[0] = 1
    return words


class Rng:
    """xoshiro128** over a list it mutates in place (the list lives inside a game state)."""

    __slots__ = ("s",)

    def __init__(self, words):
        self.s = words

    def next32(self):
        """The next 32-bit output (the rotations written out: this is the inner loop of every search)."""
        s = self.s
        s0, s1, s2, s3 = s
        x = s1 * 5 & MASK
        result = ((x << 7 | x >> 25) & MASK) * 9 & MASK
        s2 ^= s0
        s3 ^= s1
        s[0] = s0 ^ s3
        s[1] = s1 ^ s2
        s[2] = s2 ^ (s1 << 9 & MASK)
        s[3] = (s3 << 11 | s3 >> 21) & MASK
        return result

    def below(self, n):
        """A uniform int in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = SPAN - SPAN % n
        while True:
            x = self.next32()
            if x < limit:
                return x % n

    def choice(self, seq):
        """A uniform element of a non-empty sequence."""
        return seq[self.below(len(seq))]

    def shuffle(self, items):
        """Fisher-Yates shuffle of a list in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self):
        """A float in [0, 1)."""
        return self.next32() / (MASK + 1)
