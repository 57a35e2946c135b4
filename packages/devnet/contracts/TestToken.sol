// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title TestToken
/// @notice A plain ERC-20 for the Portico devnet: configurable decimals, and an initial
///         mint of `amount` (in base units) to every address in `recipients`.
contract TestToken is ERC20 {
    uint8 private immutable _tokenDecimals;

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory recipients,
        uint256 amount
    ) ERC20(name_, symbol_) {
        _tokenDecimals = decimals_;
        for (uint256 i = 0; i < recipients.length; ++i) {
            _mint(recipients[i], amount);
        }
    }

    function decimals() public view override returns (uint8) {
        return _tokenDecimals;
    }
}
