"""What a query means, as a vector: the rule search's second opinion beside its word
ranking (:mod:`.search`), for the questions people ask in words the catalogue never uses.

The model is WordLlama's default static embedding (``l2_supercat``, 256 dimensions, from
the token embeddings of several large language models, MIT licence): one vector per token
of the Llama tokenizer, and a text's vector is the average of its tokens' vectors, scaled
to length 1. Its tokenizer and weights ship inside the ``wordllama`` wheel, so nothing is
downloaded. They are read here with ``tokenizers`` and numpy rather than with WordLlama's
own loader, which imports pydantic and requests and copies the weights into a float32
array (over 90 MB per process); here the 16 MB of float16 weights are memory-mapped, so
only the rows a query touches are read and the pages are shared by every worker.

Loading takes a few tenths of a second, once per process (:func:`warm_up` does it before
the first query); the catalogue's vectors are computed once per process by the search.
"""

from __future__ import annotations

import importlib.util
import json
import struct
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

# numpy and tokenizers are imported with the model, so that the engine stays light for
# whatever does not search (the scoring, the tests of it, the command line).
if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt
    from tokenizers import Tokenizer

    Vectors: TypeAlias = npt.NDArray[np.float32]

PACKAGE = "wordllama"
TOKENIZER_FILE = "tokenizers/l2_supercat_tokenizer_config.json"
WEIGHTS_FILE = "weights/l2_supercat_256.safetensors"
WEIGHTS_TENSOR = "embedding.weight"


class Model:
    """The tokenizer and the memory-mapped token vectors. Raises :class:`FileNotFoundError`
    if the ``wordllama`` package or its files are missing."""

    def __init__(self, folder: Path) -> None:
        from tokenizers import Tokenizer

        self.tokenizer: Tokenizer = Tokenizer.from_file(str(folder / TOKENIZER_FILE))
        self.vectors = _map_tensor(folder / WEIGHTS_FILE, WEIGHTS_TENSOR)

    def embed(self, texts: Sequence[str]) -> Vectors:
        """One unit vector per text, shape ``(len(texts), 256)``; a text with no tokens gets
        the zero vector, which is similar to nothing.

        >>> jokers, worth, empty = model().embed(["jokers", "what are jokers worth", ""])
        >>> jokers.shape, float(jokers @ worth) > 0.5, float(empty @ jokers)
        ((256,), True, 0.0)
        """
        import numpy as np

        out = np.zeros((len(texts), self.vectors.shape[1]), dtype=np.float32)
        for i, text in enumerate(texts):
            ids = self.tokenizer.encode(text, add_special_tokens=False).ids
            if not ids:
                continue
            mean = self.vectors[ids].astype(np.float32).mean(axis=0)
            length = float(np.linalg.norm(mean))
            if length:
                out[i] = mean / length
        return out


def _map_tensor(path: Path, name: str) -> npt.NDArray[np.float16]:
    """The tensor ``name`` of a safetensors file, memory-mapped read-only. The format: an
    8-byte little-endian header length, a JSON header giving each tensor's dtype, shape
    and byte range after the header, then the raw data."""
    import numpy as np

    with path.open("rb") as file:
        (size,) = struct.unpack("<Q", file.read(8))
        header = json.loads(file.read(size))
    entry = header[name]
    if entry["dtype"] != "F16":
        raise ValueError(f"{path.name}: expected float16 weights, got {entry['dtype']}.")
    start, _ = entry["data_offsets"]
    return np.memmap(
        path, dtype="<f2", mode="r", offset=8 + size + start, shape=tuple(entry["shape"])
    )


_lock = threading.Lock()
_model: Model | None = None


def model() -> Model:
    """The model, loaded on first use (once per process, whichever thread asks first)."""
    global _model
    with _lock:
        if _model is None:
            spec = importlib.util.find_spec(PACKAGE)  # finds the wheel without importing it
            if spec is None or not spec.submodule_search_locations:
                raise FileNotFoundError(f"The {PACKAGE} package (the search's model) is missing.")
            _model = Model(Path(next(iter(spec.submodule_search_locations))))
        return _model
